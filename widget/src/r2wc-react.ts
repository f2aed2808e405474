// What @r2wc/react-to-web-component takes from React: only createElement, through React's default export. Built
// against preact/compat, that default export holds all of compat (Children, Suspense, lazy, portals…) and keeps it
// all in the bundle; build.mjs points r2wc's `react` here instead, so only what is used is kept.
import { createElement } from 'react';

export default { createElement };
