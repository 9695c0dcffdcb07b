// How long findBy… and waitFor wait for what a person would see: a mock answer beside the browser
// files on two cores can take seconds, and Testing Library's default second is not a person's wait.
// A test still fails at once when the thing never comes (the test's own time-out bounds it).
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
