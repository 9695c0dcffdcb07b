import './components/ui/base.css';
import { afterFirstPaint } from './app/first-view/after-first-paint';
import { nextTask } from './lib/next-task';

// The page the build prerendered paints first; the app's code is asked for after that paint (on the
// main page; other pages preload it with spa.html) and runs the libraries one task before the app.
const root = document.getElementById('root');
if (!root) throw new Error('no #root element');
afterFirstPaint(() => {
  void import('./app/first-view/vendors')
    .then(nextTask)
    .then(() => import('./app/start'))
    .then(({ start }) => start(root));
});
