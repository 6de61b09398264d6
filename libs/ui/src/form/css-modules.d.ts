// Style sheets are bundled by rspack (css/auto); importing one yields nothing TypeScript uses.
declare module '*.css';
