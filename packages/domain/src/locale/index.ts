export * from './host.ts';
export * from './langpref.ts';
export * from './locales.ts';
