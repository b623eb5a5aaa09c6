// Build-time prerendering only: antd/es/input/Password from antd's main entry (see antd-input.ts).
import { Input } from 'antd';

export default Input.Password;
