/*
 * All of Mantine's component CSS, for the owner-only screens (forms, pickers, tables, switches...): loaded with
 * their code, never on a visitor's first load. Layered like app/mantine-styles.ts, so repeating a rule changes
 * nothing.
 */
import '@mantine/core/styles.layer.css';
