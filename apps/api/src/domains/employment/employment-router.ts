import { router } from '../../trpc/procedures';
import { createEmployment } from './create-employment';
import { deleteEmployment } from './delete-employment';
import { listEmployment } from './list-employment';
import { reorderEmployment } from './reorder-employment';
import { updateEmployment } from './update-employment';

// reorderEmployment comes before updateEmployment: REST matches PUT paths in this order, and /employment/order
// must not be taken for /employment/{id}.
export const employmentRouter = router({
  listEmployment,
  createEmployment,
  reorderEmployment,
  updateEmployment,
  deleteEmployment,
});
