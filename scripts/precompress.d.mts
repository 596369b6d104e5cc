import type { Plugin } from "vite";
export declare function precompressFolder(dir: string): { files: number; bytes: number; br: number; gz: number };
export declare function precompress(): Plugin;
