/** admin's public surface: nothing other features use (its page is in routes.ts, for the router; the nav entry is the shell's). */
export {};
