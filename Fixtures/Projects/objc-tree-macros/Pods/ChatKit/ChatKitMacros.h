// A dependency's macros: read for their definitions, never reported.
#define CKWeakify(var) __weak typeof(var) ck_weak_##var = var
#define CKStrongify(var) __strong typeof(var) var = ck_weak_##var

@interface CKLeakyClient : NSObject
@property (nonatomic, strong) id token;
@end
