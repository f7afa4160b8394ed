export const API_SERVER_ARGS: readonly string[];
