// Waits until a dialog a person closed is gone. Not Testing Library's waitForElementToBeRemoved: it
// watches the element's top ancestor at the moment it is called, so a dialog whose portal was already
// taken out (a fast close) looks present to it for ever.
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

export async function closed(element: HTMLElement, options?: { timeout?: number }): Promise<void> {
  await waitFor(() => expect(element.isConnected, 'the dialog is still open').toBe(false), options);
}
