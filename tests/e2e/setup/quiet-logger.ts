import { createLogger, type Logger } from 'vite';

/**
 * Vite's logger at 'warn', without the proxy's error lines: the fault tests drop and reset
 * connections on purpose, and each drop would print a stack trace into the test output.
 */
export function quietProxyErrors(): Logger {
  const logger = createLogger('warn');
  const error = logger.error.bind(logger);
  logger.error = (message, options) => {
    if (/(http|ws) proxy (socket )?error/.test(message)) return;
    error(message, options);
  };
  return logger;
}
