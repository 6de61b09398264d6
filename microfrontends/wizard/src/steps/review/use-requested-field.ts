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

  const openSection = (section: string) => {
    flushSync(() => setOpen(section, true));
    // The section's heading is its disclosure button.
    const heading = document.getElementById(`review-section-${section}-title`);
    heading?.scrollIntoView?.({ block: 'start' });
    heading?.focus();
  };

  const done = () => {
    request.current = undefined;
    const url = new URL(window.location.href);
    url.searchParams.delete('field');
    url.searchParams.delete('section');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  };

  useEffect(() => {
    const wanted = request.current;
    if (!wanted) return;
    const field = wanted.field ? fields.find((f) => f.name === wanted.field) : undefined;
    // A field not registered yet (a list row still rendering) is waited for, a little; then its section opens.
    if (wanted.field && !field) {
      const giveUp = setTimeout(() => {
        if (wanted.section) openSection(wanted.section);
        done();
      }, fieldWaitMs);
      return () => clearTimeout(giveUp);
    }
    // Moved out of the effect: opening a section flushes a render, which React refuses inside one.
    const move = setTimeout(() => {
      if (field) focusField(field.name, field.sectionId);
      else if (wanted.section) openSection(wanted.section);
      done();
    }, 0);
    return () => clearTimeout(move);
  }, [fields, focusField, setOpen]);
};

// Long enough for the review's rows to render; a field the review does not have is then given up on.
const fieldWaitMs = 3000;

const readRequest = (): { field?: string; section?: string } | undefined => {
  const params = new URLSearchParams(window.location.search);
  const field = params.get('field') ?? undefined;
  const section = params.get('section') ?? undefined;
  return field || section ? { ...(field ? { field } : {}), ...(section ? { section } : {}) } : undefined;
};
