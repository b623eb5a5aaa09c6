/**
 * A blog post and a resource, the pages a shared link or a search lands on: in a chunk of their own,
 * without the listings' search and filters or the events' forms and dialogs they share no code with.
 */
export { PostPage } from './post-page.tsx';
export { ResourcePage } from './resource-page.tsx';
