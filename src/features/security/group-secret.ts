// The two-step secret as a person types it from the screen: groups of four, the letters as sent.
export const groupSecret = (secret: string): string => secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
