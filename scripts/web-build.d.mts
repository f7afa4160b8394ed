export function webSourcesChangedSince(root: string, builtAtMs: number): boolean;
