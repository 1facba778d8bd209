import { z } from 'zod';
import { ok } from './envelope.ts';

void z;
void ok;
