// Build-time prerendering only (scripts/build-renderer.ts): Node cannot load antd's ES modules
// directly (they import without file extensions), so the deep import antd/es/input/Input (used by
// the login form to keep the other inputs out of the first screen) takes the same component from
// antd's main entry, which Node loads as CommonJS.
import { Input } from 'antd';

export default Input;
