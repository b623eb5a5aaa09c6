import { useSearchParamPatch } from './use-search-param-patch.ts';

/**
 * A page's edit mode kept in the URL (`?edit=true`), so a reload or a shared link opens the form:
 * entering pushes a history entry (Back leaves the form), leaving replaces it.
 */
export function useEditParam(): [editing: boolean, setEditing: (on: boolean) => void] {
  const [search, patchSearch] = useSearchParamPatch();
  const setEditing = (on: boolean) => patchSearch({ edit: on ? 'true' : null }, { replace: !on });
  return [search.get('edit') === 'true', setEditing];
}
