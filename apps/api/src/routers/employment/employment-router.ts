import { router } from '../../trpc/procedures';
import { createEmployment } from './create-employment';
import { deleteEmployment } from './delete-employment';
import { listEmployment } from './list-employment';

export const employmentRouter = router({ listEmployment, createEmployment, deleteEmployment });
