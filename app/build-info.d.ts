/** ISO time of the production build, set by vite.config.ts. */
declare const __BUILD_TIME__: string;
