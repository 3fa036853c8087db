// leakwatch:disable-next-line unbalanced-observer, discarded-observer-token — reason
let a = 1 // leakwatch:disable-line all
// leakwatch:disable lifecycle-mismatch
// leakwatch:enable lifecycle-mismatch
