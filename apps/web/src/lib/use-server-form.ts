import { useForm, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import { useEffect } from 'react';

/**
 * The one way a screen edits what the server stores (the profile, the settings, the credentials): the form starts
 * from the stored values and is filled again, not dirty, whenever they change (the re-fetch after a save or an
 * import, or a change made in another tab). `storedValues` must keep its identity while the data does: derive
 * it with useMemo from the query's data.
 */
export function useServerForm<Values extends Record<string, unknown>>(
  storedValues: Values,
  options: Omit<UseFormInput<Values>, 'initialValues'> = {},
): UseFormReturnType<Values> {
  const form = useForm<Values>({ ...options, initialValues: storedValues });
  const { setValues, resetDirty } = form;
  useEffect(() => {
    setValues(storedValues);
    resetDirty(storedValues);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only new stored values refill the form (Mantine's setters are not all stable)
  }, [storedValues]);
  return form;
}
