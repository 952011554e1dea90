import { describe, expect, it } from 'vitest';
import { createAppLocation, type AppNavigate } from './app-location';

const HOME = { pathname: '/', search: '', hash: '' };

describe('the app location', () => {
  it('makes a move asked for before any navigate is installed once one is (a link clicked while the page hydrates)', () => {
    const location = createAppLocation(HOME);
    location.navigate('/writing');
    const moves: string[] = [];
    location.navigateWith((to) => moves.push(to));
    expect(moves).toEqual(['/writing']);
  });

  it('keeps only the last of several early moves, with its options, and makes it once', () => {
    const location = createAppLocation(HOME);
    location.navigate('/projects');
    location.navigate('/writing', { replace: true });
    const moves: Parameters<AppNavigate>[] = [];
    const navigate: AppNavigate = (...move) => void moves.push(move);
    location.navigateWith(navigate)();
    location.navigateWith(navigate);
    expect(moves).toEqual([['/writing', { replace: true }]]);
  });

  it('hands moves to the navigate installed last, and back to the earlier one once that is uninstalled', () => {
    const location = createAppLocation(HOME);
    const byFirst: string[] = [];
    const bySecond: string[] = [];
    location.navigateWith((to) => byFirst.push(to));
    const uninstall = location.navigateWith((to) => bySecond.push(to));
    location.navigate('/contact');
    uninstall();
    location.navigate('/files');
    expect(bySecond).toEqual(['/contact']);
    expect(byFirst).toEqual(['/files']);
  });
});
