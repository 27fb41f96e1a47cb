; ModuleID = 'pipeline.cu'
source_filename = "pipeline.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CudaBlockIdx = type { i8 }
%struct.CudaBlockDim = type { i8 }
%struct.CudaThreadIdx = type { i8 }

@_ZZ11scan_blocksPKiPiS1_iE1s = internal addrspace(3) global [256 x i32] undef, align 4
@_ZZ9scan_sumsPiiS_E1s = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef zeroext i1 @_Z4predi(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = srem i32 %3, 3
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %9, label %6

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = icmp slt i32 %7, -500
  br label %9

9:                                                ; preds = %6, %1
  %10 = phi i1 [ true, %1 ], [ %8, %6 ]
  ret i1 %10
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z4markPKiPii(ptr noundef %0, ptr noundef %1, i32 noundef %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.CudaBlockIdx, align 1
  %9 = alloca %struct.CudaBlockDim, align 1
  %10 = alloca %struct.CudaThreadIdx, align 1
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %11 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add i32 %13, %14
  store i32 %15, ptr %7, align 4
  %16 = load i32, ptr %7, align 4
  %17 = load i32, ptr %6, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %32

19:                                               ; preds = %3
  %20 = load ptr, ptr %4, align 8
  %21 = load i32, ptr %7, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %20, i64 %22
  %24 = load i32, ptr %23, align 4
  %25 = call noundef zeroext i1 @_Z4predi(i32 noundef %24) #4
  %26 = zext i1 %25 to i64
  %27 = select i1 %25, i32 1, i32 0
  %28 = load ptr, ptr %5, align 8
  %29 = load i32, ptr %7, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr %28, i64 %30
  store i32 %27, ptr %31, align 4
  br label %32

32:                                               ; preds = %19, %3
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z11scan_blocksPKiPiS1_i(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #1 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca %struct.CudaThreadIdx, align 1
  %11 = alloca i32, align 4
  %12 = alloca %struct.CudaBlockIdx, align 1
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca %struct.CudaBlockIdx, align 1
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %22 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %22, ptr %9, align 4
  %23 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %24 = mul i32 %23, 256
  store i32 %24, ptr %11, align 4
  %25 = load i32, ptr %11, align 4
  %26 = load i32, ptr %9, align 4
  %27 = mul nsw i32 2, %26
  %28 = add nsw i32 %25, %27
  %29 = load i32, ptr %8, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %40

31:                                               ; preds = %4
  %32 = load ptr, ptr %5, align 8
  %33 = load i32, ptr %11, align 4
  %34 = load i32, ptr %9, align 4
  %35 = mul nsw i32 2, %34
  %36 = add nsw i32 %33, %35
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i32, ptr %32, i64 %37
  %39 = load i32, ptr %38, align 4
  br label %41

40:                                               ; preds = %4
  br label %41

41:                                               ; preds = %40, %31
  %42 = phi i32 [ %39, %31 ], [ 0, %40 ]
  %43 = load i32, ptr %9, align 4
  %44 = mul nsw i32 2, %43
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 %45
  store i32 %42, ptr %46, align 4
  %47 = load i32, ptr %11, align 4
  %48 = load i32, ptr %9, align 4
  %49 = mul nsw i32 2, %48
  %50 = add nsw i32 %47, %49
  %51 = add nsw i32 %50, 1
  %52 = load i32, ptr %8, align 4
  %53 = icmp slt i32 %51, %52
  br i1 %53, label %54, label %64

54:                                               ; preds = %41
  %55 = load ptr, ptr %5, align 8
  %56 = load i32, ptr %11, align 4
  %57 = load i32, ptr %9, align 4
  %58 = mul nsw i32 2, %57
  %59 = add nsw i32 %56, %58
  %60 = add nsw i32 %59, 1
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds i32, ptr %55, i64 %61
  %63 = load i32, ptr %62, align 4
  br label %65

64:                                               ; preds = %41
  br label %65

65:                                               ; preds = %64, %54
  %66 = phi i32 [ %63, %54 ], [ 0, %64 ]
  %67 = load i32, ptr %9, align 4
  %68 = mul nsw i32 2, %67
  %69 = add nsw i32 %68, 1
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 %70
  store i32 %66, ptr %71, align 4
  store i32 1, ptr %13, align 4
  store i32 128, ptr %14, align 4
  br label %72

72:                                               ; preds = %104, %65
  %73 = load i32, ptr %14, align 4
  %74 = icmp sgt i32 %73, 0
  br i1 %74, label %75, label %107

75:                                               ; preds = %72
  call void @llvm.nvvm.barrier0()
  %76 = load i32, ptr %9, align 4
  %77 = load i32, ptr %14, align 4
  %78 = icmp slt i32 %76, %77
  br i1 %78, label %79, label %101

79:                                               ; preds = %75
  %80 = load i32, ptr %13, align 4
  %81 = load i32, ptr %9, align 4
  %82 = mul nsw i32 2, %81
  %83 = add nsw i32 %82, 1
  %84 = mul nsw i32 %80, %83
  %85 = sub nsw i32 %84, 1
  store i32 %85, ptr %15, align 4
  %86 = load i32, ptr %13, align 4
  %87 = load i32, ptr %9, align 4
  %88 = mul nsw i32 2, %87
  %89 = add nsw i32 %88, 2
  %90 = mul nsw i32 %86, %89
  %91 = sub nsw i32 %90, 1
  store i32 %91, ptr %16, align 4
  %92 = load i32, ptr %15, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 %93
  %95 = load i32, ptr %94, align 4
  %96 = load i32, ptr %16, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 %97
  %99 = load i32, ptr %98, align 4
  %100 = add nsw i32 %99, %95
  store i32 %100, ptr %98, align 4
  br label %101

101:                                              ; preds = %79, %75
  %102 = load i32, ptr %13, align 4
  %103 = mul nsw i32 %102, 2
  store i32 %103, ptr %13, align 4
  br label %104

104:                                              ; preds = %101
  %105 = load i32, ptr %14, align 4
  %106 = ashr i32 %105, 1
  store i32 %106, ptr %14, align 4
  br label %72, !llvm.loop !9

107:                                              ; preds = %72
  %108 = load i32, ptr %9, align 4
  %109 = icmp eq i32 %108, 0
  br i1 %109, label %110, label %116

110:                                              ; preds = %107
  %111 = load i32, ptr getelementptr inbounds ([256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 255), align 4
  %112 = load ptr, ptr %7, align 8
  %113 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %114 = zext i32 %113 to i64
  %115 = getelementptr inbounds i32, ptr %112, i64 %114
  store i32 %111, ptr %115, align 4
  store i32 0, ptr getelementptr inbounds ([256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 255), align 4
  br label %116

116:                                              ; preds = %110, %107
  store i32 1, ptr %18, align 4
  br label %117

117:                                              ; preds = %157, %116
  %118 = load i32, ptr %18, align 4
  %119 = icmp slt i32 %118, 256
  br i1 %119, label %120, label %160

120:                                              ; preds = %117
  %121 = load i32, ptr %13, align 4
  %122 = ashr i32 %121, 1
  store i32 %122, ptr %13, align 4
  call void @llvm.nvvm.barrier0()
  %123 = load i32, ptr %9, align 4
  %124 = load i32, ptr %18, align 4
  %125 = icmp slt i32 %123, %124
  br i1 %125, label %126, label %156

126:                                              ; preds = %120
  %127 = load i32, ptr %13, align 4
  %128 = load i32, ptr %9, align 4
  %129 = mul nsw i32 2, %128
  %130 = add nsw i32 %129, 1
  %131 = mul nsw i32 %127, %130
  %132 = sub nsw i32 %131, 1
  store i32 %132, ptr %19, align 4
  %133 = load i32, ptr %13, align 4
  %134 = load i32, ptr %9, align 4
  %135 = mul nsw i32 2, %134
  %136 = add nsw i32 %135, 2
  %137 = mul nsw i32 %133, %136
  %138 = sub nsw i32 %137, 1
  store i32 %138, ptr %20, align 4
  %139 = load i32, ptr %19, align 4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 %140
  %142 = load i32, ptr %141, align 4
  store i32 %142, ptr %21, align 4
  %143 = load i32, ptr %20, align 4
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 %144
  %146 = load i32, ptr %145, align 4
  %147 = load i32, ptr %19, align 4
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 %148
  store i32 %146, ptr %149, align 4
  %150 = load i32, ptr %21, align 4
  %151 = load i32, ptr %20, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 %152
  %154 = load i32, ptr %153, align 4
  %155 = add nsw i32 %154, %150
  store i32 %155, ptr %153, align 4
  br label %156

156:                                              ; preds = %126, %120
  br label %157

157:                                              ; preds = %156
  %158 = load i32, ptr %18, align 4
  %159 = mul nsw i32 %158, 2
  store i32 %159, ptr %18, align 4
  br label %117, !llvm.loop !11

160:                                              ; preds = %117
  call void @llvm.nvvm.barrier0()
  %161 = load i32, ptr %11, align 4
  %162 = load i32, ptr %9, align 4
  %163 = mul nsw i32 2, %162
  %164 = add nsw i32 %161, %163
  %165 = load i32, ptr %8, align 4
  %166 = icmp slt i32 %164, %165
  br i1 %166, label %167, label %180

167:                                              ; preds = %160
  %168 = load i32, ptr %9, align 4
  %169 = mul nsw i32 2, %168
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 %170
  %172 = load i32, ptr %171, align 4
  %173 = load ptr, ptr %6, align 8
  %174 = load i32, ptr %11, align 4
  %175 = load i32, ptr %9, align 4
  %176 = mul nsw i32 2, %175
  %177 = add nsw i32 %174, %176
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds i32, ptr %173, i64 %178
  store i32 %172, ptr %179, align 4
  br label %180

180:                                              ; preds = %167, %160
  %181 = load i32, ptr %11, align 4
  %182 = load i32, ptr %9, align 4
  %183 = mul nsw i32 2, %182
  %184 = add nsw i32 %181, %183
  %185 = add nsw i32 %184, 1
  %186 = load i32, ptr %8, align 4
  %187 = icmp slt i32 %185, %186
  br i1 %187, label %188, label %203

188:                                              ; preds = %180
  %189 = load i32, ptr %9, align 4
  %190 = mul nsw i32 2, %189
  %191 = add nsw i32 %190, 1
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11scan_blocksPKiPiS1_iE1s to ptr), i64 0, i64 %192
  %194 = load i32, ptr %193, align 4
  %195 = load ptr, ptr %6, align 8
  %196 = load i32, ptr %11, align 4
  %197 = load i32, ptr %9, align 4
  %198 = mul nsw i32 2, %197
  %199 = add nsw i32 %196, %198
  %200 = add nsw i32 %199, 1
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds i32, ptr %195, i64 %201
  store i32 %194, ptr %202, align 4
  br label %203

203:                                              ; preds = %188, %180
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z9scan_sumsPiiS_(ptr noundef %0, i32 noundef %1, ptr noundef %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.CudaThreadIdx, align 1
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %12 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %12, ptr %7, align 4
  %13 = load i32, ptr %7, align 4
  %14 = load i32, ptr %5, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %22

16:                                               ; preds = %3
  %17 = load ptr, ptr %4, align 8
  %18 = load i32, ptr %7, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr %17, i64 %19
  %21 = load i32, ptr %20, align 4
  br label %23

22:                                               ; preds = %3
  br label %23

23:                                               ; preds = %22, %16
  %24 = phi i32 [ %21, %16 ], [ 0, %22 ]
  %25 = load i32, ptr %7, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_sumsPiiS_E1s to ptr), i64 0, i64 %26
  store i32 %24, ptr %27, align 4
  call void @llvm.nvvm.barrier0()
  %28 = load i32, ptr %7, align 4
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %30, label %53

30:                                               ; preds = %23
  store i32 0, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %31

31:                                               ; preds = %47, %30
  %32 = load i32, ptr %10, align 4
  %33 = load i32, ptr %5, align 4
  %34 = icmp slt i32 %32, %33
  br i1 %34, label %35, label %50

35:                                               ; preds = %31
  %36 = load i32, ptr %10, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_sumsPiiS_E1s to ptr), i64 0, i64 %37
  %39 = load i32, ptr %38, align 4
  store i32 %39, ptr %11, align 4
  %40 = load i32, ptr %9, align 4
  %41 = load i32, ptr %10, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_sumsPiiS_E1s to ptr), i64 0, i64 %42
  store i32 %40, ptr %43, align 4
  %44 = load i32, ptr %11, align 4
  %45 = load i32, ptr %9, align 4
  %46 = add nsw i32 %45, %44
  store i32 %46, ptr %9, align 4
  br label %47

47:                                               ; preds = %35
  %48 = load i32, ptr %10, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %10, align 4
  br label %31, !llvm.loop !12

50:                                               ; preds = %31
  %51 = load i32, ptr %9, align 4
  %52 = load ptr, ptr %6, align 8
  store i32 %51, ptr %52, align 4
  br label %53

53:                                               ; preds = %50, %23
  call void @llvm.nvvm.barrier0()
  %54 = load i32, ptr %7, align 4
  %55 = load i32, ptr %5, align 4
  %56 = icmp slt i32 %54, %55
  br i1 %56, label %57, label %66

57:                                               ; preds = %53
  %58 = load i32, ptr %7, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ9scan_sumsPiiS_E1s to ptr), i64 0, i64 %59
  %61 = load i32, ptr %60, align 4
  %62 = load ptr, ptr %4, align 8
  %63 = load i32, ptr %7, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds i32, ptr %62, i64 %64
  store i32 %61, ptr %65, align 4
  br label %66

66:                                               ; preds = %57, %53
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z11add_offsetsPiPKii(ptr noundef %0, ptr noundef %1, i32 noundef %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.CudaBlockIdx, align 1
  %9 = alloca %struct.CudaBlockDim, align 1
  %10 = alloca %struct.CudaThreadIdx, align 1
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %11 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add i32 %13, %14
  store i32 %15, ptr %7, align 4
  %16 = load i32, ptr %7, align 4
  %17 = load i32, ptr %6, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %32

19:                                               ; preds = %3
  %20 = load ptr, ptr %5, align 8
  %21 = load i32, ptr %7, align 4
  %22 = sdiv i32 %21, 256
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr %20, i64 %23
  %25 = load i32, ptr %24, align 4
  %26 = load ptr, ptr %4, align 8
  %27 = load i32, ptr %7, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr %26, i64 %28
  %30 = load i32, ptr %29, align 4
  %31 = add nsw i32 %30, %25
  store i32 %31, ptr %29, align 4
  br label %32

32:                                               ; preds = %19, %3
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @_Z7scatterPKiS0_S0_Pii(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #1 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca %struct.CudaBlockIdx, align 1
  %13 = alloca %struct.CudaBlockDim, align 1
  %14 = alloca %struct.CudaThreadIdx, align 1
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  %15 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = mul i32 %15, %16
  %18 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = add i32 %17, %18
  store i32 %19, ptr %11, align 4
  %20 = load i32, ptr %11, align 4
  %21 = load i32, ptr %10, align 4
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %23, label %44

23:                                               ; preds = %5
  %24 = load ptr, ptr %7, align 8
  %25 = load i32, ptr %11, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr %24, i64 %26
  %28 = load i32, ptr %27, align 4
  %29 = icmp ne i32 %28, 0
  br i1 %29, label %30, label %44

30:                                               ; preds = %23
  %31 = load ptr, ptr %6, align 8
  %32 = load i32, ptr %11, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr %31, i64 %33
  %35 = load i32, ptr %34, align 4
  %36 = load ptr, ptr %9, align 8
  %37 = load ptr, ptr %8, align 8
  %38 = load i32, ptr %11, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr %37, i64 %39
  %41 = load i32, ptr %40, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr %36, i64 %42
  store i32 %35, ptr %43, align 4
  br label %44

44:                                               ; preds = %30, %23, %5
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4}
!llvm.module.flags = !{!5, !6, !7}
!llvm.ident = !{!8}

!0 = !{ptr @_Z4markPKiPii, !"kernel", i32 1}
!1 = !{ptr @_Z11scan_blocksPKiPiS1_i, !"kernel", i32 1}
!2 = !{ptr @_Z9scan_sumsPiiS_, !"kernel", i32 1}
!3 = !{ptr @_Z11add_offsetsPiPKii, !"kernel", i32 1}
!4 = !{ptr @_Z7scatterPKiS0_S0_Pii, !"kernel", i32 1}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
