import { UNSAVED_CHANGES_PROMPT } from '@folio/contracts';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { setHistoryGuard } from './history-guard';
import { pageLanguage, siteTexts } from './texts';

/** The question, in the site's language: the Admin texts came with the form that asks it. */
function unsavedChangesPrompt(): string {
  const texts = siteTexts(pageLanguage());
  return texts.has('admin') ? texts.translate('admin')('unsavedChanges') : UNSAVED_CHANGES_PROMPT;
}

/**
 * The forms drawn with changes not yet saved, each with how to tell whether it still has them; the listeners below
 * are attached while there is any. They ask the forms again when the owner leaves: a form saved a moment ago counts
 * as saved before React has drawn it clean (a Back right after the save's toast does not ask).
 */
const dirtyForms = new Map<symbol, () => boolean>();

function hasUnsavedChanges(): boolean {
  for (const isDirty of dirtyForms.values()) if (isDirty()) return true;
  return false;
}

/**
 * The position in the tab's history of the entry the changed form is on. React Router writes it into every
 * entry it makes (`history.state.idx`); it is how far a refused Back or Forward must be undone.
 */
let formEntry: number | null = null;
/** The entry a refused Back or Forward is being taken back to, until the browser arrives there. */
let returningTo: number | null = null;

function currentEntry(): number | null {
  const state: unknown = window.history.state;
  const index = state && typeof state === 'object' ? (state as { idx?: unknown }).idx : undefined;
  return typeof index === 'number' ? index : null;
}

function onBeforeUnload(event: BeforeUnloadEvent): void {
  if (!hasUnsavedChanges()) return;
  event.preventDefault();
  // Chromium still asks for returnValue to be set before it shows its own "Leave site?" dialog.
  event.returnValue = '';
}

/** The address a click on a link of this site would go to, or null when the click does not leave the page. */
function internalDestination(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download'))
    return null;
  const url = new URL(link.href, window.location.href);
  const here = window.location;
  if (url.origin !== here.origin) return null;
  return url.pathname === here.pathname && url.search === here.search ? null : url;
}

/** The owner chose to leave: nothing asks again (no beforeunload on a full page load such as Logout). */
function letGo(): void {
  dirtyForms.clear();
  detach();
}

/**
 * Before the router sees the click (a capture listener on the document runs ahead of React's own): links to
 * other pages, the nav and Logout included, ask first; "Cancel" keeps the owner on the form.
 */
function onLinkClick(event: MouseEvent): void {
  if (!internalDestination(event) || !hasUnsavedChanges()) return;
  if (window.confirm(unsavedChangesPrompt())) {
    letGo();
    return;
  }
  event.preventDefault();
  event.stopPropagation();
}

/**
 * Back and Forward cannot be cancelled: the browser has already moved when `popstate` arrives. This guard runs
 * before React Router's listener (history-guard.ts), so the router has not moved yet: leaving lets the event
 * through to it; staying hides the event from it and takes the browser back to the form's entry, whose own
 * `popstate` is hidden too. The history itself is never written to, so there is nothing to tidy after a save
 * and nothing to race.
 */
function onPopState(event: PopStateEvent): void {
  const arrivedAt = currentEntry();
  if (returningTo !== null) {
    const wasReturning = returningTo === arrivedAt;
    returningTo = null;
    if (wasReturning) {
      event.stopImmediatePropagation();
      return;
    }
  }
  // An entry React Router did not make (a bare #anchor), or no move at all: nothing to undo, so nothing to ask.
  if (arrivedAt === null || formEntry === null || arrivedAt === formEntry || !hasUnsavedChanges()) return;
  if (window.confirm(unsavedChangesPrompt())) {
    letGo();
    return;
  }
  event.stopImmediatePropagation();
  returningTo = formEntry;
  window.history.go(formEntry - arrivedAt);
}

function attach(): void {
  window.addEventListener('beforeunload', onBeforeUnload);
  document.addEventListener('click', onLinkClick, true);
  setHistoryGuard(onPopState);
}

function detach(): void {
  window.removeEventListener('beforeunload', onBeforeUnload);
  document.removeEventListener('click', onLinkClick, true);
  setHistoryGuard(null);
}

/**
 * While the form has changes not yet saved, leaving the page asks first: following a link to another page, Back and
 * Forward (the same confirmation in the page), and closing the tab, reloading or typing another address (the
 * browser's own dialog). `form.isDirty` reads the form as it is at the moment it is called, as Mantine's does.
 */
export function useUnsavedChangesGuard(form: { isDirty: () => boolean }): void {
  const [key] = useState(() => Symbol('form'));
  const { key: locationKey } = useLocation();
  const isDirty = form.isDirty();
  const checkDirty = form.isDirty;
  useEffect(() => {
    if (!isDirty) return;
    if (dirtyForms.size === 0) attach();
    dirtyForms.set(key, checkDirty);
    return () => {
      if (dirtyForms.delete(key) && dirtyForms.size === 0) detach();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- any of the form's isDirty reads it as it is now: a new one each render need not re-register
  }, [isDirty, key]);
  // Read again whenever the router moves while the form is changed (a pushed address keeps the form mounted).
  useEffect(() => {
    if (isDirty) formEntry = currentEntry();
  }, [isDirty, locationKey]);
}
