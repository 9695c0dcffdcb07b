// jsdom's getComputedStyle matches every rule of every style sheet against the element on each call
// (the screens' MUI styles are thousands of rules), and Testing Library calls it for each element
// and each of its ancestors in every query by role (is it hidden?): about a quarter of a screen
// file's time went there (a profile of tests/screen/deposit.test.tsx, 2026-12-06). The answer cannot
// change until the document does, so it is kept per element and pseudo-element until then: any
// change to the document (its nodes, attributes or text: emotion writes its rules as text in
// development), a style sheet's rules changed through the CSSOM, another element focused, or the
// window resized. The first call after any of these computes afresh, as jsdom does.
import { cacheComputedStyle } from '../../support/computed-style-cache';

cacheComputedStyle(window);
