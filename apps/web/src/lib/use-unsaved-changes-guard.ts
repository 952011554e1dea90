import { UNSAVED_CHANGES_PROMPT } from '@folio/contracts';
import { useEffect, useState } from 'react';

/** The forms that hold changes not yet saved; the listeners below are attached while there is any. */
const dirtyForms = new Set<symbol>();

function onBeforeUnload(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // Chromium still asks for returnValue to be set before it shows its own "Leave site?" dialog.
  event.returnValue = '';
}

/** The address a click on a link of this site would go to, or null when the click does not leave the page. */
function internalDestination(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  const here = window.location;
  if (url.origin !== here.origin) return null;
  return url.pathname === here.pathname && url.search === here.search ? null : url;
}

/**
 * Before the router sees the click (a capture listener on the document runs ahead of React's own): links to
 * other pages, the nav and Logout included, ask first; "Cancel" keeps the owner on the form.
 */
function onLinkClick(event: MouseEvent): void {
  if (!internalDestination(event)) return;
  if (window.confirm(UNSAVED_CHANGES_PROMPT)) {
    // The owner chose to leave: no second question from beforeunload on a full page load (Logout).
    dirtyForms.clear();
    detach();
    return;
  }
  event.preventDefault();
  event.stopPropagation();
}

function attach(): void {
  window.addEventListener('beforeunload', onBeforeUnload);
  document.addEventListener('click', onLinkClick, true);
}

function detach(): void {
  window.removeEventListener('beforeunload', onBeforeUnload);
  document.removeEventListener('click', onLinkClick, true);
}

/**
 * While `isDirty`, leaving the page asks first: following a link to another page (confirmation in the page),
 * and closing the tab, reloading or typing another address (the browser's own dialog).
 */
export function useUnsavedChangesGuard(isDirty: boolean): void {
  const [form] = useState(() => Symbol('form'));
  useEffect(() => {
    if (!isDirty) return;
    if (dirtyForms.size === 0) attach();
    dirtyForms.add(form);
    return () => {
      if (dirtyForms.delete(form) && dirtyForms.size === 0) detach();
    };
  }, [isDirty, form]);
}
