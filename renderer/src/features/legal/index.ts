/** legal's public surface: nothing other features use yet (its pages are in routes.ts, for the router). */
export {};
