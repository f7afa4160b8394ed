/** A command line the command does not understand: its usage text is printed, not a stack trace. */
export class UsageError extends Error {}
