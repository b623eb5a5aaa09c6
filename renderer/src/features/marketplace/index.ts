/** marketplace's public surface: the member's own listings and saved items (the /profile tabs). */
export { MyListings, SavedProducts } from './my-listings.tsx';
