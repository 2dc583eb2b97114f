/** The app's version (root package.json), shown by the service-worker update notice. */
declare const __APP_VERSION__: string;
