/** placeholders' public surface: the 404 page (the error page shows it for a 404). */
export { NotFoundPage } from './not-found-page.tsx';
