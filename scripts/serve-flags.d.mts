export function serveNodeFlags(root?: string): string[];
