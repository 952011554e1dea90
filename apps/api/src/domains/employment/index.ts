/** The employment history, and what JSON Resume import and export need of it. */
export { employmentRouter } from './employment-router';
export { listEmployment, replaceEmployment } from './employment-repository';
export { readEmployment } from './list-employment';
