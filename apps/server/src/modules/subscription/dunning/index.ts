export { installDunningAndNotices } from './install-dunning.ts';
