// Every browser test renders under Checkup's theme on <html>, as the app does (the kit themes nothing by itself).
import '../../src/global.css';
import { applyTheme } from '../../src/theme/themeClasses';

applyTheme('checkup');
