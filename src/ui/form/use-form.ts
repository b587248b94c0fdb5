import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type * as v from 'valibot';
import { createElementForm, type FormSetup } from '../../stores/forms/element-form';
import type { FormHandle, FormValues } from '../../stores/forms/form-controller';
import { useConfig, useWidget } from '../widget-context';

/**
 * A form controller for this element (src/stores/forms/element-form.ts): it lives as long as
 * the element and always calls the latest setup and contact.
 */
export function useForm<V extends FormValues, S extends v.GenericSchema>(setup: FormSetup<V, S>) {
  const { host } = useWidget();
  const { recaptchaScript: script, recaptchaSiteKey, contactPhone, contactEmail } = useConfig();
  const contact = useRef({ phone: contactPhone, email: contactEmail });
  const latest = useRef(setup);
  useEffect(() => {
    latest.current = setup;
    contact.current = { phone: contactPhone, email: contactEmail };
  });
  const [form] = useState(() =>
    createElementForm(setup, latest, host, script, recaptchaSiteKey, contact),
  );
  const snapshot = useSyncExternalStore(form.subscribe, form.get, form.get);
  const handle = { form, snapshot } as unknown as FormHandle;
  return { ...handle, values: snapshot.values };
}
