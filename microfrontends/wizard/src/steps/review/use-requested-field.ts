import { useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { useRegisteredFields, useReview } from './review-context.js';

/**
 * The field guide's "Edit in the review" (`?field=<path>`) and "Open this part" (`?section=<id>`):
 * once the field is on screen its section opens and focus moves to it; the request is then
 * dropped from the address, so a reload does not jump again.
 */
export const useRequestedField = () => {
  const { focusField, setOpen } = useReview();
  const fields = useRegisteredFields();
  const request = useRef(readRequest());

  useEffect(() => {
    const wanted = request.current;
    if (!wanted) return;
    if (wanted.field) {
      const field = fields.find((f) => f.name === wanted.field);
      // Not registered yet (a list row still rendering): wait for the next registration.
      if (!field) return;
      focusField(field.name, field.sectionId);
    } else if (wanted.section) {
      flushSync(() => setOpen(wanted.section as string, true));
      // The section's heading is its disclosure button.
      const heading = document.getElementById(`review-section-${wanted.section}-title`);
      heading?.scrollIntoView?.({ block: 'start' });
      heading?.focus();
    }
    request.current = undefined;
    const url = new URL(window.location.href);
    url.searchParams.delete('field');
    url.searchParams.delete('section');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }, [fields, focusField, setOpen]);
};

const readRequest = (): { field?: string; section?: string } | undefined => {
  const params = new URLSearchParams(window.location.search);
  const field = params.get('field') ?? undefined;
  const section = params.get('section') ?? undefined;
  return field || section ? { ...(field ? { field } : {}), ...(section ? { section } : {}) } : undefined;
};
