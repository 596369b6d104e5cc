// Vite bundles a CSS file imported by a module with that module (the rules reference brings its own styles).
declare module "*.css";
