#import <Foundation/Foundation.h>

// A file that sends '[super dealloc]' or 'release' counts references by hand (ARC forbids both): there a property
// declared without an ownership attribute assigns, and only 'retain', 'strong' and 'copy' properties keep.

@class Canvas;
@class Board;

@interface CanvasTool : NSObject
@property Canvas *canvas;
@end

// silent: the canvas retains its tool, which only assigns the canvas.
@interface Canvas : NSObject
@property (retain) CanvasTool *tool;
@end

@interface BoardTool : NSObject
@property (retain) Board *board;
@end

@interface Board : NSObject
@property (retain) BoardTool *tool; // expect-warning:31 reference-cycle {{keeps this 'Board' in 'BoardTool.board'}}
@end

@implementation CanvasTool
- (void)attachTo:(Canvas *)canvas {
    self.canvas = canvas;
    [canvas setTool:self];
}

- (void)dealloc {
    [super dealloc];
}
@end

@implementation Canvas
@end

@implementation BoardTool
- (void)attachTo:(Board *)board {
    self.board = board;
    [board setTool:self];
}

- (void)dealloc {
    [_board release];
    [super dealloc];
}
@end

@implementation Board
@end
