export {
  createSignInsClient,
  type SignInsClient,
  type SignInsClientDeps,
} from './sign-ins-client.ts';
