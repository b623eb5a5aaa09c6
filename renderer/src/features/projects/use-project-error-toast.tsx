import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { errorMessage, isApiError } from '../../lib/api/api-error.ts';
import { useToast } from '../../ui/use-toast.ts';

/**
 * The projects' error toast ('Error' / '{prefix}: {message}'). When the server refused the
 * action because of the plan's active-project limit, the toast offers an Upgrade link; the limit
 * message is returned so the page can also show it inline (null otherwise).
 */
export function useProjectErrorToast(): (prefix: string, error: unknown) => string | null {
  const toast = useToast();
  const navigate = useNavigate();
  return (prefix, error) => {
    const message = errorMessage(error, 'Please try again.');
    const upgrade = isApiError(error) && Boolean(error.upgradeRequired);
    toast.error(
      'Error',
      <span>
        {prefix}: {message}
        {upgrade && (
          <Button type="link" size="small" onClick={() => void navigate('/pricing')}>
            Upgrade
          </Button>
        )}
      </span>,
    );
    return upgrade ? message : null;
  };
}
