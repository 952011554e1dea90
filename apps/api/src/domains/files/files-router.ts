import { router } from '../../trpc/procedures';
import { deleteFile } from './delete-file';
import { listFiles } from './list-files';
import { registerFile } from './register-file';
import { startUpload } from './start-upload';
import { updateFile } from './update-file';

export const filesRouter = router({ listFiles, startUpload, registerFile, updateFile, deleteFile });
