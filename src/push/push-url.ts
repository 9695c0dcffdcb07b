// The push socket is same-origin: ws://host/ws, or wss:// on https.
export function pushUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}
