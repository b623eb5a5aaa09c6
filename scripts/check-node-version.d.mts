/** Types of check-node-version.mjs (plain JavaScript so that an old Node can run it). */
export declare function satisfiesMinimum(version: string, range: string): boolean;
export declare function nodeVersionProblem(version: string, range: string): string | null;
