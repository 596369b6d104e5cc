export declare const ROOT: string;
export declare const SERVER_DIST_DIR: string;
export declare function ensureServerBuild(entry: string, log?: (line: string) => void): Promise<string>;
