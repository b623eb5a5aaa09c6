import { useSearchParams } from 'react-router';

/**
 * A page's edit mode kept in the URL (`?edit=true`), so a reload or a shared link opens the form:
 * entering pushes a history entry (Back leaves the form), leaving replaces it.
 */
export function useEditParam(): [editing: boolean, setEditing: (on: boolean) => void] {
  const [search, setSearch] = useSearchParams();
  const setEditing = (on: boolean) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (on) next.set('edit', 'true');
        else next.delete('edit');
        return next;
      },
      { replace: !on },
    );
  return [search.get('edit') === 'true', setEditing];
}
