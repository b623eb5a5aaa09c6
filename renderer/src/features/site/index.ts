/** site's public surface: nothing other features use (its pages are in routes.ts, for the router). */
export {};
