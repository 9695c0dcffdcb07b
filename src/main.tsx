import './components/ui/base.css';
import { start } from './app/start';

const root = document.getElementById('root');
if (!root) throw new Error('no #root element');
void start(root);
