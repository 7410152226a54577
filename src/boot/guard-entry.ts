// The language guard's script (src/boot/language-guard.ts), as the page runs it.
import { runGuard } from './language-guard';

runGuard(window);
