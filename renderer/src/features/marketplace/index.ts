/** marketplace's public surface: the member's own listings and saved items (the /profile tabs). */
export { MyListings, SavedProducts } from './my-listings.tsx';
/** A listing by id (Contact Seller: the messages page names it in the request or the draft). */
export { useGetProductQuery } from './marketplace-api.ts';
